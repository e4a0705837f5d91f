import { useState } from 'react';
import { CheckCheck, CircleCheck } from 'lucide-react';
import type { AdminMessage } from '@shop/contract/admin';
import { formatIndianDay, formatIndianMoment } from '@shop/contract/format';
import { Button } from '../../../ui/Button';
import { TextAreaField } from '../../../ui/Field';
import { call } from '../../../lib/api';
import { useAdminMutation } from '../api/client';
import { Badge, type Tone } from '../components/Badge';

const stateTones: Record<AdminMessage['state'], Tone> = { open: 'amber', acknowledged: 'blue', resolved: 'green' };
const stateWords: Record<AdminMessage['state'], string> = { open: 'Open', acknowledged: 'Acknowledged', resolved: 'Resolved' };

/**
 * A contact message as a grievance (decision 240): its ticket and state, what is overdue, and the admin's two steps:
 * acknowledge (due 48 hours after receipt) and resolve with a note (due a month after it).
 */
export function ComplaintPanel({ message }: { message: AdminMessage }) {
  const refresh = { refresh: ['messages'] };
  const acknowledge = useAdminMutation(() => call('adminMessageAcknowledge', { params: { id: message.id } }), refresh);
  const resolve = useAdminMutation((note: string) => call('adminMessageResolve', { params: { id: message.id }, body: { note } }), refresh);
  const [note, setNote] = useState('');
  const [resolving, setResolving] = useState(false);
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold text-stone-900">{message.ticket}</span>
        <Badge tone={stateTones[message.state]}>{stateWords[message.state]}</Badge>
        {message.acknowledgementOverdue && <Badge tone="red">Acknowledgement overdue</Badge>}
        {message.resolutionOverdue && <Badge tone="red">Resolution overdue</Badge>}
      </p>
      <p className="text-xs text-stone-600">
        {message.acknowledgedAt ? `Acknowledged ${formatIndianMoment(message.acknowledgedAt)}` : `Acknowledge by ${formatIndianMoment(message.acknowledgeBy)}`}
        {' · '}
        {message.resolvedAt ? `Resolved ${formatIndianMoment(message.resolvedAt)}` : `Resolve by ${formatIndianDay(message.resolveBy)}`}
      </p>
      {message.resolutionNote && <p className="whitespace-pre-wrap text-stone-800">Note: {message.resolutionNote}</p>}
      {message.state !== 'resolved' && (
        <div className="flex flex-wrap gap-2">
          {message.state === 'open' && (
            <Button variant="secondary" size="sm" busy={acknowledge.isPending} onClick={() => acknowledge.mutate(undefined)}>
              <CheckCheck aria-hidden className="size-4" /> Acknowledge
            </Button>
          )}
          {!resolving && (
            <Button variant="secondary" size="sm" onClick={() => setResolving(true)}>
              <CircleCheck aria-hidden className="size-4" /> Resolve…
            </Button>
          )}
        </div>
      )}
      {resolving && message.state !== 'resolved' && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            resolve.mutate(note);
          }}
        >
          <TextAreaField label="What was done" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} error={resolve.error?.message} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={resolve.isPending}>
              Resolve
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setResolving(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
