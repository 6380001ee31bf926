import { useRef, type ChangeEvent, type RefObject } from 'react';
import { useTypedBeforeHydration } from '@/app/islands/typed-before-hydration';

/** Fields whose change waits for their own button: the model search. */
const sentByButton = new Set(['find']);
const pause = 300;

/**
 * Answers a tool's GET form as the visitor types: after a pause in changes, reads the form as its
 * submit would send it and hands the parameters to `answer`. A newer change supersedes an answer
 * still on its way; a failed one leaves the last answer on screen (the form still sends itself).
 * What was typed before the tool's code came is answered as it hydrates, as a change would be.
 * `form` goes on the form element, `onFormChange` is its change handler.
 */
export function useLiveForm<Data>(
  answer: (search: URLSearchParams) => Promise<Data>,
  show: (data: Data) => void,
): { form: RefObject<HTMLFormElement | null>; onFormChange: (event: ChangeEvent<HTMLFormElement>) => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const answerSoon = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const search = new URLSearchParams();
      for (const [key, value] of new FormData(form))
        if (typeof value === 'string' && !sentByButton.has(key)) search.append(key, value);
      const mine = ++latest.current;
      answer(search).then(
        (data) => {
          if (mine === latest.current) show(data);
        },
        () => undefined,
      );
    }, pause);
  };
  const form = useTypedBeforeHydration<HTMLFormElement>((changed, element) => {
    if (changed.some((field) => !sentByButton.has(field.name))) answerSoon(element);
  });
  return {
    form,
    onFormChange: (event) => {
      const changed = event.nativeEvent.target;
      if (changed instanceof HTMLInputElement && sentByButton.has(changed.name)) return;
      answerSoon(event.currentTarget);
    },
  };
}
