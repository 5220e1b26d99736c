/** The green tick shared by the confirmation modals. */
export function SuccessIcon() {
  return (
    <span className="grid size-12 place-items-center rounded-full bg-success/15 text-success">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
