/** The admin kit: what every System Admin screen is assembled from (docs/architecture.md, "Admin kit"). */
export {
  useListState,
  readListState,
  listQueryOf,
  PAGE_SIZES,
  type ListState,
  type ListStateValue,
  type ListDefaults,
  type SortDir,
} from './list-state';
export {
  createResourceApi,
  uploadFile,
  queryString,
  type Page,
  type ResourceApi,
  type ResourceApiConfig,
  type ResourceKeys,
} from './resource-api';
export {
  ResourceTable,
  VIRTUAL_FROM,
  type ResourceTableProps,
  type RowAction,
  type ResourceColumnMeta,
} from './table/ResourceTable';
export { SchemaForm, type SchemaFormProps, type FieldConfig, type Widget, type FieldOption } from './form/SchemaForm';
export { validateValue, serverErrorOf, registerValidator, type FieldMessages } from './form/validate';
export { describeFields, type JSONSchema, type OptionField } from './form/schema-fields';
export { FormDrawer, type FormDrawerProps } from './FormDrawer';
export { useRefreshSessionUser } from './session-refresh';
export { Section, Fact, type SectionProps } from './Section';
export { FilterSelect, type FilterSelectProps } from './FilterSelect';
export { AreaLayout, PageSkeleton, type AreaLayoutProps, type AreaNavItem } from './AreaLayout';
export {
  ConfirmDialog,
  useConfirm,
  confirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
  type ConfirmFn,
} from './confirm';
export { toast, AdminToaster, adminToaster } from './toast';
export { KIT_TEXTS } from './texts';
export {
  useAppendSearch,
  nextOffset,
  type AppendPage,
  type AppendSearch,
  type AppendSearchOptions,
} from './append-search';
export type { ColumnDef } from '@tanstack/react-table';
export { LogScreen, logQuery, type LogScreenConfig, type LogFilter, type LogFilterType } from './log/LogScreen';
export { defaultAfterDate } from './log/default-after';
export { JsonDiff, type JsonDiffProps } from './diff/JsonDiff';
export { diffJson, showValue, type JsonChange, type JsonChangeKind } from './diff/json-diff';
