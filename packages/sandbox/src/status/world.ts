/**
 * What a scenario generates: the page, its components and its notices as timed
 * records. Nothing here is "current": which updates have happened, and therefore
 * every state and timeline state, is worked out from the clock at request time
 * (see timeline.ts), so moving the clock moves the page.
 */
import type { NoticeState, NoticeType } from '../../../../shared/domain/status.ts';

export interface ComponentRecord {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  /** Order among its siblings; the real product sends it on some pages only. */
  position?: number;
  createdAt: number;
}

/** One progress update; it becomes visible once the clock reaches `at`. */
export interface UpdateRecord {
  /** Absent on general notices. */
  state?: NoticeState;
  content: string;
  at: number;
}

export interface NoticeRecord {
  id: number;
  type: NoticeType;
  subject: string;
  componentIds: number[];
  tags: string[];
  createdAt: number;
  /** The announced window: planned and general notices always, unplanned from their first update. */
  beginsAt: number | null;
  endsAt: number | null;
  /** Oldest first; later ones may lie in the clock's future and stay hidden until then. */
  updates: UpdateRecord[];
}

export interface StatusWorld {
  pageName: string;
  pageCreatedAt: number;
  /** Parents before their children, siblings in position order. */
  components: ComponentRecord[];
  /** Oldest first. */
  notices: NoticeRecord[];
}
