import type { ReactNode } from 'react';

/** Shared layout of a modal body: title (which names the dialog), optional lead text, content, actions. */
export function ModalBody(props: {
  titleId: string;
  title: string;
  lead?: string;
  icon?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5 p-6 pt-7 sm:p-8">
      <div className="flex flex-col gap-2 pr-10">
        {props.icon ? <div className="mb-1">{props.icon}</div> : null}
        <h2 id={props.titleId} className="text-balance font-semibold text-2xl text-text tracking-tight">
          {props.title}
        </h2>
        {props.lead ? <p className="text-muted leading-relaxed">{props.lead}</p> : null}
      </div>
      {props.children}
      {props.actions ? (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{props.actions}</div>
      ) : null}
    </div>
  );
}
