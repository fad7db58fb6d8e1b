export { StandbyJoin, type StandbyJoinProps } from './StandbyJoin.tsx';
