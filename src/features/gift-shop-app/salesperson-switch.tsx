/**
 * The salesperson's 'Valgte bruger' (spec §2 management area, §6 salesperson; issue 11): a labelled select of the
 * users the salesperson acts for (`GET giftshop/salesperson/users`), each shown as "name (email)". Choosing one
 * sends the manager machine `CHANGE_USER`; its actor calls `salesperson/users/change/{id}` and the area then clears
 * the hash and reloads (management.part.tsx). While switching the select is disabled and a status says so; a
 * failed switch says so (an alert) and shows the chosen user again.
 *
 * Which user is chosen: the API's `active` is the account's flag (the reference server sends `true` for every
 * enabled user, whoever is chosen), so it cannot tell. The dashboard's shops can: `by-user` lists the chosen user's
 * shops, so their owner is the chosen user. Before choosing, or for a user without shops, the select reads
 * 'Vælg en bruger'. A deactivated user is listed but cannot be chosen (the server would not act for them).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { createGiftShopApi } from '../../api/giftshop.ts';
import type { SalespersonUser } from '../../api/schemas/giftshop.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { useApiClient } from '../../internal/api.ts';
import { RetryAlert } from '../../ui/retry-alert.tsx';
import { Spinner } from '../../ui/spinner-icon.tsx';
import type { GiftShopManagerActorRef } from '../../../machines/gift-shop-manager.machine.ts';
import { MANAGEMENT_TEXTS as T } from './management-texts.ts';

type Users = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; users: SalespersonUser[] };

export function SalespersonSwitch({ actor }: { actor: GiftShopManagerActorRef }): ReactNode {
  const _ = useTranslate();
  const client = useApiClient();
  const id = useId();
  const [users, setUsers] = useState<Users>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState('');
  const idle = useSelector(actor, (s) => s.matches({ ready: 'idle' }));
  const switching = useSelector(actor, (s) => s.matches('switching') || s.matches('reloading'));
  const failed = useSelector(actor, (s) => s.context.switchError !== null);
  const owners = useSelector(actor, (s) => s.context.shops.map((shop) => shop.userid).join(' '));

  useEffect(() => {
    const controller = new AbortController();
    setUsers({ status: 'loading' });
    void createGiftShopApi(client)
      .getSalespersonUsers({ signal: controller.signal })
      .then((result) => {
        if (!controller.signal.aborted)
          setUsers(result.ok ? { status: 'ready', users: result.value } : { status: 'failed' });
      });
    return () => controller.abort();
  }, [client, attempt]);

  const list = users.status === 'ready' ? users.users : [];
  // The owner of every shop of the dashboard, when it is one of the users.
  const ownerIds = new Set(owners.split(' ').filter(Boolean));
  const [onlyOwner = ''] = ownerIds;
  const chosen = ownerIds.size === 1 && list.some((u) => u.id === onlyOwner) ? onlyOwner : '';
  const value = switching ? picked : chosen;

  if (users.status === 'failed') {
    return (
      <RetryAlert
        className="m-user m-user--failed"
        part="selected-user-error"
        text={_(T.usersFailed)}
        onRetry={() => setAttempt(attempt + 1)}
      />
    );
  }
  return (
    <div className="m-user" part="selected-user">
      <label htmlFor={id}>{_(T.selectedUser)}</label>
      <select
        id={id}
        className="butik-input"
        value={users.status === 'loading' ? '' : value}
        disabled={users.status !== 'ready' || !list.length || !idle}
        aria-describedby={`${id}-status`}
        onChange={(e) => {
          const userId = e.currentTarget.value;
          if (!userId || userId === chosen) return;
          setPicked(userId);
          actor.send({ type: 'CHANGE_USER', userId });
        }}
      >
        {users.status === 'loading' ? (
          <option value="">{_(T.usersLoading)}</option>
        ) : !list.length ? (
          <option value="">{_(T.noUsers)}</option>
        ) : value ? null : (
          <option value="">{_(T.chooseUser)}</option>
        )}
        {list.map((u) => (
          <option key={u.id} value={u.id} disabled={!u.active}>
            {u.active ? `${u.name} (${u.email})` : _(T.inactiveUser, { 0: `${u.name} (${u.email})` })}
          </option>
        ))}
      </select>
      <p className="m-user__status" id={`${id}-status`} role="status">
        {switching || users.status === 'loading' ? <Spinner /> : null}
        <span>{switching ? _(T.switchingUser) : users.status === 'loading' ? _(T.usersLoading) : ''}</span>
      </p>
      {failed && !switching ? (
        <p className="m-user__error" role="alert">
          {_(T.switchFailed)}
        </p>
      ) : null}
    </div>
  );
}
