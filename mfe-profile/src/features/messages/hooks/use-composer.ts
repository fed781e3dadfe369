import { useRef, useState } from 'react';
import type { Message } from '@salon/contracts/messages-api';
import { useSendMessageMutation } from '../api/send-message.ts';
import { canSend, messageToSend, sendFailure, type SendFailure } from '../lib/composer.ts';

/** What a send attempt did; `busy` when one was already on its way. */
export type SendOutcome = 'sent' | 'blank' | 'failed' | 'busy';

export interface Composer {
  text: string;
  setText: (text: string) => void;
  /** Sends the trimmed text; blank text is not sent and only raises the hint. */
  send: () => Promise<SendOutcome>;
  sending: boolean;
  /** The customer tried to send blank text (cleared when they type). */
  blank: boolean;
  failure: SendFailure | null;
}

/**
 * The composer's state: the text, sending it and why it failed. On success the text
 * clears and `onSent` gets the stored message; on failure the text stays, to be sent
 * again (spec part 2, "Profile: other pages": an empty message is not sent).
 */
export function useComposer(onSent: (message: Message) => void): Composer {
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const [text, setTextState] = useState('');
  const [blank, setBlank] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // Two Ctrl+Enter in one tick would both see `sending` false: the ref closes that gap.
  const inFlight = useRef(false);

  const setText = (value: string) => {
    setTextState(value);
    if (blank) setBlank(false);
  };

  const send = async (): Promise<SendOutcome> => {
    if (inFlight.current) return 'busy';
    if (!canSend(text)) {
      // Only blank text gets here: the text area stops at 5000 characters.
      setBlank(true);
      return 'blank';
    }
    inFlight.current = true;
    setBlank(false);
    setFailure(null);
    const result = await sendMessage({ body: messageToSend(text) });
    inFlight.current = false;
    if ('error' in result) {
      setFailure(sendFailure(result.error));
      return 'failed';
    }
    setTextState('');
    onSent(result.data);
    return 'sent';
  };

  return { text, setText, send, sending, blank, failure };
}
