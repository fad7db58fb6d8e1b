export { REFER_MESSAGES, ReferAFriend, type ReferAFriendProps } from './ReferAFriend.tsx';
