/**
 * Dynamic templates: a waiver made on the fly from the signing library's
 * settings, signed through its link; once signed, its transaction becomes a
 * waiver id here, which opens like any other waiver.
 */

import { CreateDynamicForm } from './CreateDynamicForm.tsx';
import { OfflineNote } from './OfflineNote.tsx';
import { ProcessDynamicForm } from './ProcessDynamicForm.tsx';
import { dynamicText } from './words.ts';

export function DynamicScreen() {
  return (
    <section className="manage-tool" aria-labelledby="dynamic-title">
      <h2 id="dynamic-title">{dynamicText.screen.title}</h2>
      <p className="subtitle">{dynamicText.screen.subtitle}</p>
      <OfflineNote what={dynamicText.screen.offline} />
      <CreateDynamicForm />
      <ProcessDynamicForm />
    </section>
  );
}
