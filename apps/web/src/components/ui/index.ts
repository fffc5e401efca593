export { Badge, type BadgeTone } from './badge';
export { Button, ButtonLink, buttonClasses } from './button';
export { Card } from './card';
export { Dialog } from './dialog';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { TextField } from './text-field';
export { ErrorState } from './error-state';
export { PageHeading } from './page-heading';
