import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What the visitor typed into an island's server-drawn fields before its code ran. The browser
 * keeps it on screen, and so does React's hydration (it never writes a field's value or ticks while
 * hydrating), but the island's state still holds what the server drew: a submit would send that,
 * and a field that answers as it is typed would never answer. Every island that keeps a field in
 * state, or answers its changes, takes what was typed over through `useTypedBeforeHydration`.
 */

/** A field the visitor can change. */
export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isFormField(element: Element): element is FormField {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * Whether the visitor has changed `field` from what the server drew. The drawn state is the
 * field's default (`value`, `checked` and `selected` attributes), which hydration leaves as the
 * server wrote it, while `value`, `checked` and the selection are the visitor's.
 */
export function changedFromDrawn(field: FormField): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    // A single select shows its last marked option, or its first when none is marked.
    return (
      field.selectedIndex !== options.reduce((drawn, option, index) => (option.defaultSelected ? index : drawn), 0)
    );
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file') return (field.files?.length ?? 0) > 0;
  return field.value !== field.defaultValue;
}

/** The fields of `element` (itself, or those inside it) that the visitor changed from what the server drew. */
export function fieldsChangedFromDrawn(element: Element): FormField[] {
  const fields = isFormField(element) ? [element] : [...element.querySelectorAll('input, select, textarea')];
  return fields.filter(isFormField).filter(changedFromDrawn);
}

/**
 * Gives an island what the visitor typed before it hydrated: `take` is called once, as the island
 * hydrates, with the changed fields of the element the returned ref is put on (a field, or a form
 * and every field in it), if there are any. It should do what a change of those fields would: set
 * the state from them, answer them.
 *
 * The first render stays the server's, so that hydration matches the server's HTML (a button
 * enabled by the text, a count of ticked boxes), and `take` runs in the hydration's own commit: a
 * state it sets is rendered at once, before the screen is painted and before any input held until
 * the island hydrated is replayed (early-input.ts).
 */
export function useTypedBeforeHydration<E extends Element>(
  take: (changed: FormField[], element: E) => void,
): RefObject<E | null> {
  const element = useRef<E>(null);
  const takeTyped = useEffectEvent(take);
  useLayoutEffect(() => {
    const drawn = element.current;
    if (!drawn) return;
    const changed = fieldsChangedFromDrawn(drawn);
    if (changed.length > 0) takeTyped(changed, drawn);
  }, []);
  return element;
}

/** `useTypedBeforeHydration` for one field: `take` gets the field if the visitor changed it. */
export function useTypedField<E extends FormField>(take: (field: E) => void): RefObject<E | null> {
  return useTypedBeforeHydration<E>((_changed, field) => {
    take(field);
  });
}
