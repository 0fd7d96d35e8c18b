import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatSendSchema, clientMessageIdSchema } from '@contract/chat';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { preloadPages } from '@web/test/preload-pages';
import { bubbles, bubbleText, chatFrames, messageInput, mockChat, openChat, sendButton } from '../test/chat-fixtures';
import { chatMessage, ME, openSocket, push, renderFriends } from '../test/friends-fixtures';

beforeAll(() => preloadPages('/friends'), 60_000);

const status = (bubble: HTMLElement) => bubble.querySelector('.chat-bubble__status')?.textContent ?? null;

/** The screen with realtime on, the socket open and Ada's conversation ready to write in. */
async function chatWithAda() {
  mockChat();
  renderFriends({ realtime: true });
  const socket = await openSocket();
  const dialog = await openChat('Ada Lovelace');
  await waitFor(() => expect(messageInput(dialog)).toBeEnabled());
  return { socket, dialog };
}

/** The server's stored copy of a message the caller sent under `clientId`. */
const stored = (content: string, clientId: string, messageId = 'srv-1') => chatMessage(ME, 'a', content, 5, { clientId, messageId });

describe('sending a chat message', () => {
  it("shows it at once as 'Sending...', sends chat_send with a valid client id, and its chat_ack (then chat_message) makes it one sent message", async () => {
    const { socket, dialog } = await chatWithAda();
    await userEvent.type(messageInput(dialog), 'Hello Ada');
    await userEvent.click(sendButton(dialog));

    const frames = chatFrames(socket);
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame).toEqual({ type: 'chat_send', toUserId: 'a', clientId: expect.any(String), content: 'Hello Ada' });
    expect(clientMessageIdSchema.safeParse(frame.clientId).success).toBe(true);
    expect(chatSendSchema.safeParse(frame).success).toBe(true);

    // Optimistic: the bubble is there before any answer, and the composer waits.
    let shown = bubbles(dialog);
    expect(shown.map(bubbleText)).toEqual(['Hello Ada']);
    expect(shown[0]).toHaveClass('chat-bubble--own');
    expect(shown[0]).toHaveAttribute('data-pending', 'true');
    expect(status(shown[0]!)).toBe('Sending...');
    expect(sendButton(dialog)).toHaveTextContent('Sending...');
    expect(sendButton(dialog)).toBeDisabled();
    expect(messageInput(dialog)).toBeDisabled();
    expect(messageInput(dialog)).toHaveValue('');

    push(socket, { type: 'chat_ack', clientId: frame.clientId, message: stored('Hello Ada', frame.clientId) });
    await waitFor(() => expect(sendButton(dialog)).toHaveTextContent(/^Send$/));
    shown = bubbles(dialog);
    expect(shown.map(bubbleText)).toEqual(['Hello Ada']);
    expect(shown[0]).not.toHaveAttribute('data-pending');
    expect(status(shown[0]!)).toBe('Sent');
    expect(messageInput(dialog)).toBeEnabled();

    // The same stored message pushed as chat_message (the server's fan-out to every tab): still one.
    push(socket, { type: 'chat_message', message: stored('Hello Ada', frame.clientId) });
    expect(bubbles(dialog).map(bubbleText)).toEqual(['Hello Ada']);
  });

  it('counts a chat_message that overtakes its chat_ack once, and the late ack adds nothing', async () => {
    const { socket, dialog } = await chatWithAda();
    await userEvent.type(messageInput(dialog), 'Quick one{Enter}');
    const { clientId } = chatFrames(socket)[0]!;
    push(socket, { type: 'chat_message', message: stored('Quick one', clientId) });
    await waitFor(() => expect(bubbles(dialog)[0]).not.toHaveAttribute('data-pending'));
    push(socket, { type: 'chat_ack', clientId, message: stored('Quick one', clientId) });
    expect(bubbles(dialog).map(bubbleText)).toEqual(['Quick one']);
    expect(sendButton(dialog)).toHaveTextContent(/^Send$/);
  });

  it('takes the message back on chat_error: the bubble goes, the text returns to the input and the reason shows', async () => {
    const { socket, dialog } = await chatWithAda();
    await userEvent.type(messageInput(dialog), 'Are we friends?');
    await userEvent.click(sendButton(dialog));
    const { clientId } = chatFrames(socket)[0]!;
    expect(bubbles(dialog)).toHaveLength(1);

    // Another message's error is not this one's.
    push(socket, { type: 'chat_error', clientId: 'someoneelse0001', toUserId: 'a', message: 'Not yours' });
    expect(bubbles(dialog)).toHaveLength(1);

    push(socket, { type: 'chat_error', clientId, toUserId: 'a', message: chatMessages.notFriends });
    await waitFor(() => expect(bubbles(dialog)).toHaveLength(0));
    expect(messageInput(dialog)).toHaveValue('Are we friends?');
    expect(messageInput(dialog)).toBeEnabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(chatMessages.notFriends);
    expect(screen.queryByText('Not yours')).not.toBeInTheDocument();
  });

  it("says 'Failed to send message...' and keeps the text when the socket is not connected", async () => {
    mockChat();
    renderFriends(); // realtime off: nothing can carry the message
    const dialog = await openChat('Ada Lovelace');
    await waitFor(() => expect(messageInput(dialog)).toBeEnabled());
    await userEvent.type(messageInput(dialog), 'Anyone?');
    await userEvent.click(sendButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send message...');
    expect(messageInput(dialog)).toHaveValue('Anyone?');
    expect(bubbles(dialog)).toHaveLength(0);
    expect(sendButton(dialog)).toHaveTextContent(/^Send$/);
  });

  it('sends a message still in flight again, with the same client id, once the dropped socket reconnects', async () => {
    const { socket, dialog } = await chatWithAda();
    await userEvent.type(messageInput(dialog), 'Still there?{Enter}');
    const [first] = chatFrames(socket);
    expect(first).toMatchObject({ toUserId: 'a', content: 'Still there?' });

    act(() => socket.drop());
    // The client reconnects 1 s later with a new socket; the bubble waits meanwhile.
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 4_000 });
    expect(bubbles(dialog)).toHaveLength(1);
    expect(status(bubbles(dialog)[0]!)).toBe('Sending...');
    const again = FakeSocket.latest();
    expect(chatFrames(again)).toHaveLength(0);
    act(() => again.open());

    await waitFor(() => expect(chatFrames(again)).toHaveLength(1));
    expect(chatFrames(again)[0]).toEqual(first);
    expect(chatFrames(socket)).toHaveLength(1);
    push(again, { type: 'chat_ack', clientId: first!.clientId, message: stored('Still there?', first!.clientId) });
    await waitFor(() => expect(status(bubbles(dialog)[0]!)).toBe('Sent'));
    expect(bubbles(dialog)).toHaveLength(1);
  }, 10_000);

  it('sends on Enter; Shift+Enter starts a new line instead, and blank text is not sent', async () => {
    const { socket, dialog } = await chatWithAda();
    await userEvent.type(messageInput(dialog), '   {Enter}');
    expect(chatFrames(socket)).toHaveLength(0);
    await userEvent.clear(messageInput(dialog));
    await userEvent.type(messageInput(dialog), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(messageInput(dialog)).toHaveValue('line one\nline two');
    expect(chatFrames(socket)).toHaveLength(0);
    expect(bubbles(dialog)).toHaveLength(0);

    await userEvent.type(messageInput(dialog), '{Enter}');
    expect(chatFrames(socket).map((f) => f.content)).toEqual(['line one\nline two']);
    expect(bubbles(dialog).map(bubbleText)).toEqual(['line one\nline two']);
    expect(messageInput(dialog)).toHaveValue('');
  });
});
