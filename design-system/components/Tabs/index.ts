export { type TabActivation, type TabItem, Tabs, type TabsProps, tabActivations } from './Tabs.tsx';
