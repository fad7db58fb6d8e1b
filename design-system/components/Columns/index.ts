export {
  type CollapseBreakpoint,
  Column,
  type ColumnProps,
  Columns,
  type ColumnsAlignY,
  type ColumnsProps,
  type ColumnWidth,
  collapseBreakpoints,
  columnsAlignYs,
  columnWidths,
} from './Columns.tsx';
