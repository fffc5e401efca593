import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';

/**
 * Choose a PDF by clicking (a real button, so the keyboard works) or by dropping it on the area. The browser's
 * picker is limited to PDFs; the server checks the content anyway.
 */
export function FileDrop({
  onFile,
  title,
  hint,
  buttonLabel,
  disabled = false,
  testId = 'file-drop',
}: {
  onFile: (file: File) => void;
  title: string;
  hint: string;
  buttonLabel: string;
  disabled?: boolean;
  testId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      data-testid={testId}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        over ? 'border-primary-500 bg-primary-50' : 'border-slate-300 bg-slate-50/60',
        disabled && 'opacity-60',
      )}
    >
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <FileUp className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium text-slate-900">{title}</p>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className={cn(
          'mt-4 inline-flex h-11 items-center rounded-xl border border-slate-300 bg-white px-4 text-[15px]',
          'font-medium text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50',
          'disabled:pointer-events-none',
        )}
      >
        {buttonLabel}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
