// Dialog is imported from './dialog' itself: through this index the first page would load the dialog library.
export { Badge, type BadgeTone } from './badge';
export { Button, ButtonLink, buttonClasses } from './button';
export { Card } from './card';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { TextField } from './text-field';
export { ErrorState } from './error-state';
export { PageHeading } from './page-heading';
