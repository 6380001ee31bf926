/**
 * A visitor's taps and submits made before an island's code has run are kept and replayed once it
 * has hydrated (requirements §19: nothing lost before scripts). What works without script is left alone:
 * links navigate (the notes a link leaves in local storage, `data-remember`, are written here,
 * hydrated or not), and forms with an `action` (the site's GET forms) submit as the server drew
 * them. What needs script is held: a click on a button or `[role=button]` (replayed as a click), a
 * submit of a form without an `action` (replayed with `requestSubmit()`, the fields as typed).
 */

interface EarlyEvent {
  type: 'click' | 'submit';
  target: Element;
  /** The button that submitted the form, if any. */
  submitter?: HTMLElement | null;
}

interface EarlyInputWindow extends Window {
  /** Filled by the inline script from the document's head on; read by the hydrator. */
  earlyInput?: EarlyEvent[];
  /** Set by the page's script loader: starts loading the scripts at once. */
  loadScriptsNow?: () => void;
  /** Set when input was held before the loader was there: it starts at once. */
  scriptsWanted?: boolean;
}

/**
 * Runs in the page's head, before anything else (it is written into the document as text, so it
 * uses nothing from outside itself). Held input also starts loading the scripts at once instead
 * of after the first paint.
 */
export function captureEarlyInput(window: EarlyInputWindow) {
  const held: EarlyEvent[] = (window.earlyInput = []);
  const waitingIsland = (element: Element) => {
    // The outermost island is the React root: one drawn inside it hydrates with it.
    let island = element.closest('[data-island]');
    for (let outer = island; outer; outer = outer.parentElement?.closest('[data-island]') ?? null) island = outer;
    return island !== null && !island.hasAttribute('data-hydrated');
  };
  const hold = (event: Event, entry: EarlyEvent) => {
    event.preventDefault();
    event.stopPropagation();
    held.push(entry);
    if (window.loadScriptsNow) window.loadScriptsNow();
    else window.scriptsWanted = true;
  };
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      // A link that leaves a note for the next page (`data-remember`: local storage entries as
      // JSON) leaves it whether or not its island has hydrated: the link itself needs no script.
      const noting = target?.closest<HTMLElement>('a[data-remember]');
      if (noting) {
        try {
          const entries = JSON.parse(noting.dataset.remember ?? '{}') as Record<string, string>;
          for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
        } catch {
          // storage may be unavailable (private mode): the link still works
        }
      }
      const control = target?.closest('button, [role="button"]');
      if (!control || !waitingIsland(control)) return;
      // A submit button's click goes on to its form's submit event, which decides.
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
      hold(event, { type: 'click', target: control });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || !waitingIsland(form)) return;
      hold(event, { type: 'submit', target: form, submitter: event.submitter });
    },
    true,
  );
}

/** The inline script for the document's head. */
export const earlyInputScript = `(${captureEarlyInput.toString()})(window)`;

/** Replays, in order, what the visitor did inside `island` before it hydrated. */
export function replayEarlyInput(window: EarlyInputWindow, island: Element): void {
  const held = window.earlyInput;
  if (!held) return;
  for (const entry of held.filter((candidate) => island.contains(candidate.target))) {
    held.splice(held.indexOf(entry), 1);
    if (!entry.target.isConnected) continue;
    if (entry.type === 'submit' && entry.target instanceof HTMLFormElement) {
      entry.target.requestSubmit(entry.submitter && entry.target.contains(entry.submitter) ? entry.submitter : null);
    } else if (entry.target instanceof HTMLElement) {
      entry.target.click();
    }
  }
}
