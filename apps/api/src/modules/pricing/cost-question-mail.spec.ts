import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@freight/shared';
import { costQuestionMail } from './cost-question-mail.js';

const facts = {
  providerName: 'Ocean <Agent>',
  reference: 'MVD-26-000001',
  question: 'Stackable?',
  answer: 'Yes,\ntwo high & no top load',
  companyName: 'Freight Logistics Montevideo',
  analystName: 'Pablo "P" Pricing',
  analystEmail: 'pricing@freight.test',
  url: 'https://portal.test/third-party/new-cost/abc.def.ghi',
};

describe('cost question answer mail', () => {
  it('says the same in HTML and plain text in every language: question, answer, link, signature; the analyst is the Reply-To', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = costQuestionMail(language, facts);
      subjects.add(mail.subject);
      expect(mail.subject).toContain(facts.reference);
      for (const part of [facts.question, facts.answer, facts.url, facts.analystEmail, facts.companyName])
        expect(mail.text).toContain(part);
      expect(mail.html).toContain('Yes,<br>two high &amp; no top load');
      expect(mail.html).toContain('Ocean &lt;Agent&gt;');
      expect(mail.html.split(`href="${facts.url}"`)).toHaveLength(3);
      expect(mail.replyTo).toBe('"Pablo P Pricing" <pricing@freight.test>');
    }
    expect(subjects.size).toBe(3);
  });
});
