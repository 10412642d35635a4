/**
 * Dynamic templates: a waiver made on the fly from the signing library's
 * settings, signed through its link; once signed, its transaction becomes a
 * waiver id here, which opens like any other waiver.
 */
import { CreateDynamicForm } from './CreateDynamicForm.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { ProcessDynamicForm } from './ProcessDynamicForm.tsx';

export function DynamicScreen() {
  return (
    <section className="manage-tool" aria-labelledby="dynamic-title">
      <h2 id="dynamic-title">Dynamic templates</h2>
      <p className="subtitle">
        A one-off waiver built from the signing library’s settings, for a link that works for a limited time.
      </p>
      <OfflineNote what="Nothing can be created or looked up until it is back." />
      <CreateDynamicForm />
      <ProcessDynamicForm />
    </section>
  );
}
