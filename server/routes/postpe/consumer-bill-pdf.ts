import type { FastifyReply } from 'fastify';

/**
 * A one-page PDF of a bill (GET /bill-pdf), written by hand: plain text in a standard font, amounts in 'Rs.' (the
 * standard fonts cannot draw ₹). Deterministic: the same bill gives the same bytes.
 */
export function billBreakUpPdf(bill: {
  billId: number;
  billDate: number;
  billDueDate: number;
  spentAmount: number;
  onGoingEmi: number;
  penalty: number;
  dueAmount: number;
  billStatus: string;
}): Buffer {
  const date = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
  const lines = [
    `Bill ${bill.billId}`,
    `Bill date: ${date(bill.billDate)}   Due date: ${date(bill.billDueDate)}`,
    `Spent: Rs. ${bill.spentAmount.toFixed(2)}`,
    `Ongoing EMI: Rs. ${bill.onGoingEmi.toFixed(2)}`,
    `Penalty: Rs. ${bill.penalty.toFixed(2)}`,
    `Due: Rs. ${bill.dueAmount.toFixed(2)}   Status: ${bill.billStatus}`,
  ];
  return textPdf(lines);
}

/** The Key Fact Statement of a loan (spec §3.17 KFS letter), one page in the same plain form. */
export function kfsPdf(loan: {
  id: number;
  lender: string;
  disbursedAmount: number;
  tenure: number;
  rateOfInterest: number;
  processingFee: number;
  installmentAmount: number;
  totalPayableAmount: number;
  dateOfLoanDisbursed: number;
}): Buffer {
  const date = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
  return textPdf([
    `Key Fact Statement - loan ${loan.id}`,
    `Lender: ${loan.lender}`,
    `Loan amount: Rs. ${loan.disbursedAmount.toFixed(2)}   Disbursed: ${date(loan.dateOfLoanDisbursed)}`,
    `Tenure: ${loan.tenure} months   Rate of interest: ${loan.rateOfInterest.toFixed(2)}% p.a.`,
    `Processing fee: Rs. ${loan.processingFee.toFixed(2)}`,
    `EMI: Rs. ${loan.installmentAmount.toFixed(2)}   Total payable: Rs. ${loan.totalPayableAmount.toFixed(2)}`,
  ]);
}

/** The lender's no-objection certificate of a paid-off loan (spec §7.5 /postpe/lender-noc). */
export function lenderNocPdf(loan: {
  id: number;
  lender: string;
  disbursedAmount: number;
  loanStatus: string;
}): Buffer {
  return textPdf([
    `No Objection Certificate - loan ${loan.id}`,
    `Lender: ${loan.lender}`,
    `Loan amount: Rs. ${loan.disbursedAmount.toFixed(2)}   Status: ${loan.loanStatus}`,
    'The lender confirms that no amount is outstanding on this loan and has no objection',
    'to the closure of the loan account.',
  ]);
}

/** The loan (sanction) letter of a loan (spec §7.5 /postpe/loan-letter). */
export function loanLetterPdf(loan: {
  id: number;
  lender: string;
  disbursedAmount: number;
  tenure: number;
  rateOfInterest: number;
  installmentAmount: number;
}): Buffer {
  return textPdf([
    `Loan Letter - loan ${loan.id}`,
    `Lender: ${loan.lender}`,
    `Sanctioned amount: Rs. ${loan.disbursedAmount.toFixed(2)}`,
    `Tenure: ${loan.tenure} months   Rate of interest: ${loan.rateOfInterest.toFixed(2)}% p.a.`,
    `EMI: Rs. ${loan.installmentAmount.toFixed(2)}`,
  ]);
}

/** A one-page PDF of plain text lines (Helvetica), deterministic; shared by every plain-text PDF (bills, invoices). */
export function textPdf(lines: readonly string[]): Buffer {
  const escape = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = ['BT', '/F1 12 Tf', '72 760 Td', '16 TL', ...lines.map((l) => `(${escape(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Answers a PDF shown in the browser (inline) under `fileName`: the bill break-up and the KFS letter. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${fileName}"`).send(pdf);
}
