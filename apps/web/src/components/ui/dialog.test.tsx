import '@/test/cleanup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { Button } from './button';
import { ConfirmDialog, isConfirmationTyped } from './confirm-dialog';
import { Dialog } from './dialog';
import { TextField } from './text-field';

function FormDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Ajouter un repas"
        description="Choisissez la date"
        footer={<Button>Enregistrer</Button>}
      >
        <TextField label="Titre" />
        <TextField label="Heure" />
      </Dialog>
    </>
  );
}

function renderInApp(ui: React.ReactNode) {
  return render(<AppProviders>{ui}</AppProviders>);
}

describe('Dialog', () => {
  it('opens with the first field focused, keeps Tab inside and returns the focus on Escape', async () => {
    const user = userEvent.setup();
    renderInApp(<FormDialog />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Ajouter un repas' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Titre'));

    // Titre → Heure → Enregistrer → Fermer → back to Titre: the focus never leaves the dialog.
    for (let i = 0; i < 4; i++) await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Titre'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its « Fermer » button and with a click outside', async () => {
    // A modal makes the page behind it inert (pointer-events: none); a real pointer still
    // lands there, which is what the check would refuse.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderInApp(<FormDialog />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

function ConfirmHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Supprimer ce repas ?"
      description="« Gratin » sera retiré du planning."
      confirmLabel="Supprimer"
      onConfirm={onConfirm}
      error="Impossible de supprimer le repas"
    />
  );
}

function PlanDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Planifier">
        <p>Contenu</p>
      </Dialog>
    </>
  );
}

describe('Dialog not yet opened', () => {
  it('opens from nothing drawn, closes, and opens again', async () => {
    const user = userEvent.setup();
    const { container } = renderInApp(<PlanDialog />);
    expect(container.textContent).toBe('Ouvrir');
    for (let time = 0; time < 2; time++) {
      await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
      expect(screen.getByRole('dialog', { name: 'Planifier' }).textContent).toContain('Contenu');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});

describe('ConfirmDialog', () => {
  it('focuses « Annuler » first, confirms with its button and shows the error given', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderInApp(<ConfirmHarness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ce repas ?' });
    expect(dialog.textContent).toContain('« Gratin » sera retiré du planning.');
    expect(screen.getByRole('alert').textContent).toBe('Impossible de supprimer le repas');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Annuler' }));

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

function DeletingRow() {
  const [isRowThere, setIsRowThere] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1 id="page-title" tabIndex={-1}>
        Planning
      </h1>
      {isRowThere ? <Button onClick={() => setOpen(true)}>Supprimer la ligne</Button> : null}
      <Dialog open={open} onOpenChange={setOpen} title="Supprimer ?">
        <Button
          onClick={() => {
            setIsRowThere(false);
            setOpen(false);
          }}
        >
          Oui
        </Button>
      </Dialog>
    </>
  );
}

describe('Dialog whose opener is gone', () => {
  it('gives the focus to the page title instead of the document', async () => {
    const user = userEvent.setup();
    renderInApp(<DeletingRow />);
    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne' }));
    await user.click(screen.getByRole('button', { name: 'Oui' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Planning' })),
    );
  });
});

function TypedHarness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ouvrir</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Supprimer mon compte ?"
        description="C’est définitif."
        confirmLabel="Supprimer définitivement"
        onConfirm={onConfirm}
        typedConfirmation={{ word: 'SUPPRIMER', label: 'Tapez SUPPRIMER pour confirmer' }}
      />
    </>
  );
}

describe('ConfirmDialog with a typed word', () => {
  it.each([
    ['SUPPRIMER', true],
    ['  SUPPRIMER ', true],
    ['  supprimer ', false],
    ['Supprimer', false],
    ['SUPPRIME', false],
    ['SUPPRIMER!', false],
    ['', false],
  ])('%j confirms: %s', (typed, expected) => {
    expect(isConfirmationTyped(typed, 'SUPPRIMER')).toBe(expected);
  });

  it('keeps the confirm button disabled until the word is typed, then Enter confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderInApp(<TypedHarness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const field = screen.getByLabelText('Tapez SUPPRIMER pour confirmer') as HTMLInputElement;
    const confirm = () =>
      screen.getByRole('button', { name: 'Supprimer définitivement' }) as HTMLButtonElement;
    expect(document.activeElement).toBe(field);
    expect(confirm().disabled).toBe(true);

    await user.type(field, 'SUPPRIME{Enter}');
    expect(confirm().disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(field, 'R');
    expect(confirm().disabled).toBe(false);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);

    // Closed and opened again, the word has to be typed again.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(
      (screen.getByLabelText('Tapez SUPPRIMER pour confirmer') as HTMLInputElement).value,
    ).toBe('');
    expect(confirm().disabled).toBe(true);
  });
});
