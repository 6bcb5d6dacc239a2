// The demo "video": a short animated tour drawn in SVG and CSS, with its transcript, so it needs no media file,
// no third-party player and no captions track. Its frames stop under reduced motion.
const steps = [
  { title: "Open your account", text: "Apply online in under 5 minutes; approval comes within 24 hours." },
  { title: "Fund and convert", text: "Add USD, then convert USD to USDC instantly at a 0.1% spread." },
  { title: "Pay and approve", text: "Issue virtual cards and let your team review and approve payments." },
];

export default function DemoTour() {
  return (
    <figure className="demo-tour">
      <div className="demo-screen" aria-hidden="true">
        {steps.map((step, index) => (
          <div key={step.title} className="demo-frame" data-frame={index + 1}>
            <span className="demo-frame-number">{index + 1}</span>
            <span className="demo-frame-title">{step.title}</span>
            <span className="demo-frame-bar" />
            <span className="demo-frame-bar short" />
          </div>
        ))}
      </div>
      <figcaption>
        <ol className="demo-transcript">
          {steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
