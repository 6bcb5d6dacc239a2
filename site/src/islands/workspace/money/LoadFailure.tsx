// What a money page shows when a read failed, its code (LoadFailureView.tsx, with the second-factor prompt's start)
// fetched only then: a page whose reads answer never loads it.
import LazyView from "./LazyView.tsx";
import type { Props } from "./LoadFailureView.tsx";

const loadView = () => import("./LoadFailureView.tsx");

export default function LoadFailure(props: Props) {
  return <LazyView load={loadView} props={props} />;
}
