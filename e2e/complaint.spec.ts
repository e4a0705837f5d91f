import { expect, test } from './fixtures';
import { callApi } from './api';
import { waitForMail } from './mail-sink';

// A visitor's complaint (Consumer Protection (E-Commerce) Rules 2020 rule 4; decision 240): the contact page names the
// grievance officer, the message gets a ticket on screen, and the acknowledgement mail carries it.

test('a visitor sends a contact message and sees its ticket', async ({ page, request }) => {
  const company = (await callApi(request, 'companyDetails')).data[0];
  const officer = company.GrievanceOfficer!;
  const email = `complaint-${Date.now()}@example.com`;

  await page.goto('/Contact');
  await expect(page.getByTestId('grievance-officer').first()).toContainText(`Grievance officer: ${officer.Name}, ${officer.Designation}`);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Your name').fill('Lakshmi Rao');
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('Message').fill('My cold-pressed oil arrived with a broken seal.');
  await form.getByRole('button', { name: 'Submit' }).click();

  const ticket = page.getByTestId('contact-ticket');
  await expect(ticket).toHaveText(/^GRV\d{4}-\d{6}$/);
  const number = (await ticket.textContent())!;
  await expect(page.getByRole('status')).toContainText('We have mailed you an acknowledgement and will resolve your message by');

  const ack = await waitForMail((m) => m.to.includes(email));
  expect(ack.subject).toBe(`We received your message: ticket ${number}`);
  expect(ack.text).toContain('We will resolve it by');
});
