/**
 * The notice list with the §4 read rule: opening a notice marks it read locally first, then on
 * the server (throttled, §9 150 ms), then the list is fetched again. Only members and agents
 * mark; trial players get every notice as read from the server and never call it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { getNotices, type Notice } from '../../api/content/get-notices';
import { markRead } from '../../api/content/mark-read';
import { READ_THROTTLE_MS } from '../../lib/constants';
import { canMarkRead, spacedQueue } from '../../lib/notices';
import { roleOf, useSession } from '../../state/session';
import { useSettings } from '../../state/settings';
import { arriving } from '../../lib/arriving';

const throttled = spacedQueue(READ_THROTTLE_MS);

export function useNotices() {
  const s = useSession();
  const { language } = useSettings();
  const [list, setList] = useState<Notice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const marking = useRef(new Set<number>());
  const role = roleOf(s);

  const reload = useCallback(() => {
    setFailed(false);
    return getNotices().then(arriving(setList), () => setFailed(true));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload, language, s.token]);

  const open = useCallback(
    (id: number) => {
      if (!canMarkRead(role) || marking.current.has(id)) return;
      const notice = list?.find((n) => n.id === id);
      if (!notice || notice.read) return;
      marking.current.add(id);
      setList((l) => l && l.map((n) => (n.id === id ? { ...n, read: true } : n)));
      throttled(() => markRead(id))
        .catch(() => undefined)
        .then(reload)
        .finally(() => marking.current.delete(id));
    },
    [role, list, reload],
  );

  return { list, failed, reload, open, role };
}
