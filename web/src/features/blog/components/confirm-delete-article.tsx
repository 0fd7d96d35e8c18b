import { blogMessages } from '@contract/blog';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { blogTexts } from '../lib/blog-texts';

/** docs/requirements/blog.md §3: 'Are you sure you want to delete this blog? This action cannot be undone.' */
export function ConfirmDeleteArticle({ onConfirm, onCancel }: { readonly onConfirm: () => Promise<void>; readonly onCancel: () => void }) {
  return (
    <ConfirmDialog
      title={blogTexts.deleteTitle}
      description={blogMessages.confirmDelete}
      confirmLabel={blogTexts.delete}
      busyLabel={blogTexts.deleting}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
