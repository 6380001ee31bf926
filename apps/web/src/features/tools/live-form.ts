import { useRef, type ChangeEvent } from 'react';

/** Fields whose change waits for their own button: the model search. */
const sentByButton = new Set(['find']);
const pause = 300;

/**
 * Answers a tool's GET form as the visitor types: after a pause in changes, reads the form as its
 * submit would send it and hands the parameters to `answer`. A newer change supersedes an answer
 * still on its way; a failed one leaves the last answer on screen (the form still sends itself).
 */
export function useLiveForm<Data>(
  answer: (search: URLSearchParams) => Promise<Data>,
  show: (data: Data) => void,
): (event: ChangeEvent<HTMLFormElement>) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  return (event) => {
    const changed = event.nativeEvent.target;
    if (changed instanceof HTMLInputElement && sentByButton.has(changed.name)) return;
    const form = event.currentTarget;
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
}
