export { Badge, type BadgeTone } from './badge';
export { Button, ButtonLink, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card } from './card';
export { Dialog, type DialogProps } from './dialog';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { ErrorState } from './error-state';
export { PageHeading } from './page-heading';
