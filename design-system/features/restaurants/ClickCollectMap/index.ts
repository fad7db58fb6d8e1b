export { ClickCollectMap, type ClickCollectMapProps } from './ClickCollectMap.tsx';
