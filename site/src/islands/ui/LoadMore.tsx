// "Load more" under a list read a page at a time: disabled, and saying so, while the next page is read.
interface Props {
  loading: boolean;
  onLoad(): void;
  /** The button's words when idle and while it reads. */
  words: { loadMore: string; loadingMore: string };
  /** Disabled for another reason too (the list itself being read again). */
  disabled?: boolean;
  className?: string;
}

export default function LoadMore({ loading, onLoad, words, disabled = false, className }: Props) {
  return (
    <button
      type="button"
      className={className ? `button button--secondary ${className}` : "button button--secondary"}
      disabled={loading || disabled}
      onClick={onLoad}
    >
      {loading ? words.loadingMore : words.loadMore}
    </button>
  );
}
