import { smsText } from './sms-text.ts';

test('Polish and French letters lose their marks, ł and œ are spelled out, spaces and punctuation become plain ASCII', () => {
  expect(smsText('Zażółć gęślą jaźń, ŁÓDŹ')).toBe('Zazolc gesla jazn, LODZ');
  expect(smsText('Rendez-vous déplacé à 10:00 — août, cœur, garçon, forêt')).toBe('Rendez-vous deplace a 10:00 - aout, coeur, garcon, foret');
  expect(smsText('120,00\u00a0zł; 120,00\u202fPLN „cytat” «guillemets»…')).toBe('120,00 zl; 120,00 PLN "cytat" "guillemets"...');
});

test('what has no plain form becomes a question mark, so the SMS stays in one alphabet', () => {
  expect(smsText('Salon ✂ Kosmyk 💇')).toBe('Salon ? Kosmyk ?');
  expect(smsText('line\nbreak')).toBe('line\nbreak');
});
