/** Chat conversations and their messages (decision 024): the only chat code that knows Drizzle. */
import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatConversations, chatMessages, customers } from '../db/schema.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
type Author = 'visitor' | 'staff';

interface StaffConversationRow {
  id: number;
  customerId: number | null;
  firstname: string | null;
  middleName: string | null;
  lastname: string | null;
  email: string | null;
  languageId: number;
  createdAt: Date;
  lastMessageAt: Date;
  messages: number;
  unreadByVisitor: number;
  lastAuthor: string | null;
  lastBody: string | null;
}

/** The last message of each conversation (author and text), for the staff list. */
const lastMessage = (column: 'author' | 'body') =>
  sql<
    string | null
  >`(select m.${sql.raw(column)} from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1)`;

/** What staff see of a conversation. */
const staffColumns = {
  id: chatConversations.id,
  customerId: chatConversations.customerId,
  firstname: customers.firstname,
  middleName: customers.middleName,
  lastname: customers.lastname,
  email: customers.email,
  languageId: chatConversations.languageId,
  createdAt: chatConversations.createdAt,
  lastMessageAt: chatConversations.lastMessageAt,
  messages:
    sql<number>`(select count(*) from ${chatMessages} m where m.conversation_id = ${chatConversations.id})`.mapWith(
      Number,
    ),
  unreadByVisitor:
    sql<number>`(select count(*) from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.author = 'staff' and m.read_at is null)`.mapWith(
      Number,
    ),
  lastAuthor: lastMessage('author'),
  lastBody: lastMessage('body'),
};

export function createChatRepository(db: Db) {
  return {
    async byTokenHash(tokenHash: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.tokenHash, tokenHash), isNull(chatConversations.customerId)));
      return row;
    },
    async byCustomer(customerId: number): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.customerId, customerId));
      return row;
    },
    async byId(id: number): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },
    async createGuest(tokenHash: string, languageId: number): Promise<ConversationRow> {
      const [row] = await db.insert(chatConversations).values({ tokenHash, languageId }).returning();
      return row!;
    },
    /** The customer's conversation, made if there is none (concurrently safe). */
    async ensureForCustomer(customerId: number, languageId: number): Promise<ConversationRow> {
      await db
        .insert(chatConversations)
        .values({ customerId, languageId })
        .onConflictDoNothing({ target: chatConversations.customerId });
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.customerId, customerId));
      return row!;
    },
    /**
     * A guest conversation becomes the customer's: linked (its token forgotten) when the customer
     * has none, else its messages move into the customer's and it goes. Answers the customer's id.
     */
    async claim(guestId: number, customerId: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [guest] = await tx
          .select()
          .from(chatConversations)
          .where(and(eq(chatConversations.id, guestId), isNull(chatConversations.customerId)))
          .for('update');
        const [own] = await tx
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.customerId, customerId))
          .for('update');
        if (!guest) return own?.id ?? guestId;
        if (!own) {
          await tx
            .update(chatConversations)
            .set({ customerId, tokenHash: null })
            .where(eq(chatConversations.id, guest.id));
          return guest.id;
        }
        await tx
          .update(chatMessages)
          .set({ conversationId: own.id })
          .where(eq(chatMessages.conversationId, guest.id));
        await tx
          .update(chatConversations)
          .set({
            lastMessageAt: sql`greatest(${chatConversations.lastMessageAt}, ${guest.lastMessageAt})`,
          })
          .where(eq(chatConversations.id, own.id));
        await tx.delete(chatConversations).where(eq(chatConversations.id, guest.id));
        return own.id;
      });
    },

    /** Stores a message and touches the conversation (a visitor's message also sets its language). */
    async addMessage(
      conversationId: number,
      author: Author,
      body: string,
      options: { staffName?: string | null; languageId?: number } = {},
    ): Promise<MessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatMessages)
          .values({ conversationId, author, body, staffName: options.staffName ?? null })
          .returning();
        await tx
          .update(chatConversations)
          .set({
            lastMessageAt: row!.createdAt,
            ...(options.languageId ? { languageId: options.languageId } : {}),
          })
          .where(eq(chatConversations.id, conversationId));
        return row!;
      });
    },
    async countMessages(conversationId: number, author: Author): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, author)));
      return Number(row?.n ?? 0);
    },
    /** `limit` messages oldest first: the latest, those after `after` or those before `before`; plus whether older ones exist. */
    async messages(
      conversationId: number,
      page: { after?: number; before?: number; limit: number },
    ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const where = and(
        eq(chatMessages.conversationId, conversationId),
        page.after !== undefined ? gt(chatMessages.id, page.after) : undefined,
        page.before !== undefined ? lt(chatMessages.id, page.before) : undefined,
      );
      if (page.after !== undefined) {
        const rows = await db
          .select()
          .from(chatMessages)
          .where(where)
          .orderBy(asc(chatMessages.id))
          .limit(page.limit);
        return { rows, hasMore: false };
      }
      const rows = await db
        .select()
        .from(chatMessages)
        .where(where)
        .orderBy(desc(chatMessages.id))
        .limit(page.limit + 1);
      const hasMore = rows.length > page.limit;
      return { rows: rows.slice(0, page.limit).reverse(), hasMore };
    },
    async unread(conversationId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.author, 'staff'),
            isNull(chatMessages.readAt),
          ),
        );
      return Number(row?.n ?? 0);
    },
    /** Marks the shop's replies read, all or up to `lastId`. */
    async markRead(conversationId: number, lastId?: number): Promise<void> {
      await db
        .update(chatMessages)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.author, 'staff'),
            isNull(chatMessages.readAt),
            lastId !== undefined ? lte(chatMessages.id, lastId) : undefined,
          ),
        );
    },

    /** Conversations for the shop's staff, latest activity first; `waiting`: the visitor spoke last. */
    async staffList(options: { waiting: boolean; limit: number; offset: number }) {
      const waiting = options.waiting ? sql`${lastMessage('author')} = 'visitor'` : undefined;
      const [total] = await db.select({ n: count() }).from(chatConversations).where(waiting);
      const rows: StaffConversationRow[] = await db
        .select(staffColumns)
        .from(chatConversations)
        .leftJoin(customers, eq(customers.id, chatConversations.customerId))
        .where(waiting)
        .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
        .limit(options.limit)
        .offset(options.offset);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async staffConversation(id: number): Promise<StaffConversationRow | undefined> {
      const [row] = await db
        .select(staffColumns)
        .from(chatConversations)
        .leftJoin(customers, eq(customers.id, chatConversations.customerId))
        .where(eq(chatConversations.id, id));
      return row;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
