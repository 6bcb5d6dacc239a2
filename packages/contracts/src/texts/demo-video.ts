// The 'Watch Demo' video of the home page: where its files are and the dialog's words around it. The files are
// written by `./run record:demo` (e2e/demo-video/record-demo.ts); the captions' words are in content/demo-video/.

/** The video's files under site/public, and its frame size (the dialog reserves that shape before it loads). */
export const DEMO_VIDEO = {
  video: "/demo-video/demo.webm",
  poster: "/demo-video/poster.webp",
  captions: "/demo-video/captions.en.vtt",
  width: 1280,
  height: 720,
} as const;

export const DEMO_VIDEO_TEXTS = {
  title: "Product demo",
  /** The text alternative beside the player, for those who will not play it. */
  summary:
    "A short screen recording without sound, with captions: the home page with its features and crypto section, then a sign-in with email, password and a 6-digit code from an authenticator app, ending on the dashboard.",
  captionsLabel: "English",
} as const;
