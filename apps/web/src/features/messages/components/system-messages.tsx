import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import type { SystemMessage } from '@medkompass/contracts/messages.ts';
import { useSystemMessages } from '../api/get-messages.ts';
import { useHiddenMessages } from '../hooks/use-hidden-messages.ts';
import { sortMessages } from './sort-messages.ts';

function MessageItem({
  message,
  onHide,
  itemRef,
}: {
  message: SystemMessage;
  onHide: () => void;
  itemRef: (element: HTMLLIElement | null) => void;
}) {
  const { t } = useTranslation();
  const typeLabel = {
    error: t('messages.typeError'),
    warning: t('messages.typeWarning'),
    info: t('messages.typeInfo'),
  }[message.type];
  return (
    <li ref={itemRef} tabIndex={-1} className={`system-message system-message--${message.type}`}>
      {/* Only an error interrupts; warnings and information wait their turn (role status). */}
      <div role={message.type === 'error' ? 'alert' : 'status'} className="system-message__body">
        <p className="system-message__header">
          <span className="visually-hidden">{typeLabel}: </span>
          {message.header}
        </p>
        <p className="system-message__text">{message.message}</p>
      </div>
      {message.allowHide && (
        <Button
          className="button button--secondary system-message__hide"
          aria-label={t('messages.hideLabel', { header: message.header })}
          onPress={onHide}
        >
          {t('messages.hide')}
        </Button>
      )}
    </li>
  );
}

/**
 * The system messages above the search (specification §2 'Search layout', §4 'Messages'):
 * errors, then warnings, then information. One that allows it can be hidden for the session.
 * While loading, or if the call fails (only logged, §8), nothing is shown.
 */
export function SystemMessages() {
  const { t } = useTranslation();
  const { data } = useSystemMessages();
  const { hidden, hide } = useHiddenMessages();
  const items = useRef(new Map<string, HTMLLIElement>());
  const focusAfterHide = useRef<number | null>(null);
  const visible = sortMessages(data ?? []).filter((message) => !hidden.has(message._id));

  // A hidden message took the focus with it: it goes to the message now in its place, or the
  // one before; with none left, to the page's content.
  useEffect(() => {
    const index = focusAfterHide.current;
    if (index === null) return;
    focusAfterHide.current = null;
    const next = visible[Math.min(index, visible.length - 1)];
    const target = next ? items.current.get(next._id) : document.getElementById('main');
    target?.focus();
  });

  if (visible.length === 0) return null;
  return (
    <section className="system-messages" aria-label={t('messages.label')}>
      <ul className="system-messages__list">
        {visible.map((message, index) => (
          <MessageItem
            key={message._id}
            message={message}
            itemRef={(element) => {
              if (element) items.current.set(message._id, element);
              else items.current.delete(message._id);
            }}
            onHide={() => {
              focusAfterHide.current = index;
              hide(message._id);
            }}
          />
        ))}
      </ul>
    </section>
  );
}
