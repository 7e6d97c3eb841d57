/** The FAQ shown at /faqs, in English and Japanese, answering the questions product.md raises (plans, placement,
 *  approval, refunds, resubmission, plan changes, deleting, closing the account, Canadian sales tax, images, the
 *  title). Prices and limits come from shared-contracts, and prices are written with the plan cards' formatMoney
 *  (US$32), so the answers cannot drift from what the portal charges or how it writes it.
 *  Answers may hold simple HTML (the tags of FAQ_HTML_ALLOW_LIST in shared-contracts; anything else is removed
 *  when answers are read) and line breaks. Questions are plain text. Seeded into the database on start
 *  (services/faqs.ts). */
import {
  formatMoney,
  MAX_DURATION_MONTHS,
  MAX_IMAGE_MEGABYTES,
  MIN_DURATION_MONTHS,
  PLAN_CATALOGUE,
  PLANS,
  RECOMMENDED_IMAGE_HEIGHT,
  RECOMMENDED_IMAGE_WIDTH,
  type LocalizedText,
} from 'shared-contracts';

export type FaqEntryContent = { slug: string; question: LocalizedText; answer: LocalizedText };
export type FaqCategoryContent = { slug: string; name: LocalizedText; faqs: FaqEntryContent[] };

const PLACEMENT_TEXT = {
  LOBBIES: { en: 'the lobbies of member exhibitions', ja: '会員の展示会のロビー' },
  EXHIBITIONS: { en: 'the exhibition spaces of member exhibitions', ja: '会員の展示会の展示会場' },
  COMPREHENSIVE: { en: 'both the lobbies and the exhibition spaces', ja: 'ロビーと展示会場の両方' },
} as const;

const planList = (language: 'en' | 'ja') =>
  `<ul>${PLANS.map((plan) => {
    const { label, monthlyPriceCents } = PLAN_CATALOGUE[plan];
    const price = formatMoney(monthlyPriceCents, language, { trimZeroCents: true });
    return language === 'en'
      ? `<li><strong>${label.en}</strong>: ${price} per month, shown in ${PLACEMENT_TEXT[plan].en}</li>`
      : `<li><strong>${label.ja}</strong>：月額${price}、${PLACEMENT_TEXT[plan].ja}に掲載</li>`;
  }).join('')}</ul>`;

const IMAGE_SIZE = `${RECOMMENDED_IMAGE_WIDTH} × ${RECOMMENDED_IMAGE_HEIGHT}`;

export const FAQ_CONTENT: FaqCategoryContent[] = [
  {
    slug: 'advertising',
    name: { en: 'Advertising with us', ja: '広告掲載について' },
    faqs: [
      {
        slug: 'what-is-it',
        question: { en: 'What kind of ads can I place?', ja: 'どのような広告を掲載できますか？' },
        answer: {
          en: 'You can place a banner ad in the online virtual art exhibition system. Banners rotate in the lobbies and exhibition spaces of member exhibitions.\nPremium and VIP member exhibitions show no ads.',
          ja: 'オンラインのバーチャル美術展示会にバナー広告を掲載できます。バナーは会員の展示会のロビーや展示会場でローテーション表示されます。\nプレミアム会員・VIP会員の展示会には広告は表示されません。',
        },
      },
      {
        slug: 'placement',
        question: { en: 'Where will my ad appear?', ja: '広告はどこに表示されますか？' },
        answer: {
          en: `It depends on the plan you choose:${planList('en')}Your banner takes turns with other advertisers' banners in those places.`,
          ja: `お選びいただくプランによって異なります。${planList('ja')}同じ場所で他の広告主のバナーとローテーションで表示されます。`,
        },
      },
      {
        slug: 'title',
        question: { en: 'Is the ad title shown to visitors?', ja: '広告タイトルは来場者に表示されますか？' },
        answer: {
          en: 'No. The ad title is for your own reference only and is not shown in the published ad.',
          ja: 'いいえ。広告タイトルは管理用で、掲載される広告には表示されません。',
        },
      },
    ],
  },
  {
    slug: 'plans-and-prices',
    name: { en: 'Plans and prices', ja: 'プランと料金' },
    faqs: [
      {
        slug: 'prices',
        question: {
          en: 'What plans are there and how much do they cost?',
          ja: 'どのようなプランがあり、料金はいくらですか？',
        },
        answer: {
          en: `There are three monthly plans:${planList('en')}You choose a duration of ${MIN_DURATION_MONTHS} to ${MAX_DURATION_MONTHS} months. Prices exclude sales tax.`,
          ja: `月額制のプランが3つあります。${planList('ja')}掲載期間は${MIN_DURATION_MONTHS}〜${MAX_DURATION_MONTHS}\u2060ヶ月からお選びいただけます。料金には売上税は含まれていません。`,
        },
      },
      {
        slug: 'change-plan',
        question: {
          en: 'Can I change the plan after I submit my application?',
          ja: '申し込み後にプランを変更できますか？',
        },
        answer: {
          en: 'No. The plan and the duration cannot be changed after submission. To advertise with another plan, apply for a new ad.',
          ja: 'いいえ。お申し込み後にプランと掲載期間を変更することはできません。別のプランで掲載する場合は、新しい広告をお申し込みください。',
        },
      },
      {
        slug: 'sales-tax',
        question: { en: 'Do you charge sales tax?', ja: '売上税はかかりますか？' },
        answer: {
          en: 'Sales tax is collected only from customers in Canada, at the rate of the province or territory you live in (GST, HST, PST or QST). Customers outside Canada pay no sales tax.\nAll prices shown exclude sales tax; the checkout page shows the tax before you pay.',
          ja: '売上税はカナダのお客様からのみ、ご所在地の州・準州の税率（GST、HST、PST、QST）で申し受けます。カナダ国外のお客様には売上税はかかりません。\n表示価格はすべて税抜きです。税額はお支払い前にお支払いページに表示されます。',
        },
      },
      {
        slug: 'payment',
        question: { en: 'How do I pay?', ja: 'お支払い方法を教えてください。' },
        answer: {
          en: 'After you submit your application you are taken to a secure card-payment page. If the payment does not go through, the ad shows <em>Failed Payment</em> and you can retry the payment from its details page.',
          ja: 'お申し込み後、安全なお支払いページに移動します。お支払いが完了しなかった場合、広告は「<em>お支払い未完了</em>」と表示され、広告の詳細ページからお支払いをやり直せます。',
        },
      },
    ],
  },
  {
    slug: 'applying-and-approval',
    name: { en: 'Applying and approval', ja: 'お申し込みと審査' },
    faqs: [
      {
        slug: 'how-to-apply',
        question: { en: 'How do I apply for an ad?', ja: '広告の申し込み方法を教えてください。' },
        answer: {
          en: 'Sign up and confirm your email, then choose <strong>Apply for an ad</strong> on your dashboard. Upload your banner, enter a title and the link URL, choose a plan, a start date and a duration, then pay.\nYour ad is then reviewed and goes live once it is approved.',
          ja: '新規登録してメールアドレスを確認した後、ダッシュボードの「<strong>広告を申し込む</strong>」を選んでください。バナー画像をアップロードし、タイトルとリンクURLを入力して、プラン・開始日・掲載期間を選び、お支払いください。\nその後審査を行い、承認されると掲載が始まります。',
        },
      },
      {
        slug: 'image',
        question: { en: 'What image should I upload?', ja: 'どのような画像をアップロードすればよいですか？' },
        answer: {
          en: `The recommended size is ${IMAGE_SIZE} pixels. PNG, JPEG and WebP images up to ${MAX_IMAGE_MEGABYTES} MB are accepted.`,
          ja: `推奨サイズは${IMAGE_SIZE}ピクセルです。${MAX_IMAGE_MEGABYTES}MBまでのPNG、JPEG、WebP画像をアップロードできます。`,
        },
      },
      {
        slug: 'approval',
        question: { en: 'How does approval work?', ja: '審査はどのように行われますか？' },
        answer: {
          en: 'Once your payment is complete, the ad is <em>Pending Review</em> while we check it. When it is approved it becomes <em>Active</em> and is shown from its start date. If it is rejected we email you the reason.',
          ja: 'お支払いが完了すると、広告は「<em>審査中</em>」になり、内容を確認します。承認されると「<em>有効</em>」になり、開始日から表示されます。不承認の場合は、理由をメールでお知らせします。',
        },
      },
      {
        slug: 'rejected',
        question: {
          en: 'My ad was rejected. What can I do?',
          ja: '広告が不承認になりました。どうすればよいですか？',
        },
        answer: {
          en: "On the ad's details page you can change the ad and choose <strong>Resubmit ad</strong>, or choose <strong>Request refund</strong> to get your payment back.",
          ja: '広告の詳細ページで、内容を修正して「<strong>広告を再申請</strong>」を選ぶか、「<strong>返金を申請</strong>」を選んで返金をお申し込みください。',
        },
      },
      {
        slug: 'banner-of-live-ad',
        question: {
          en: 'Can I change the banner of an ad that is live?',
          ja: '掲載中の広告のバナーを変更できますか？',
        },
        answer: {
          en: 'No. The banner of a live ad cannot be replaced. To show a new banner, apply for a new ad; it is reviewed before it goes live. You can pause the current ad from its details page.',
          ja: 'いいえ。掲載中の広告のバナーは差し替えられません。新しいバナーを掲載するには、新しい広告をお申し込みください。新しい広告は審査の後に掲載されます。現在の広告は詳細ページから一時停止できます。',
        },
      },
      {
        slug: 'pause',
        question: { en: 'Can I pause my ad?', ja: '広告を一時停止できますか？' },
        answer: {
          en: 'Yes. An active ad can be paused and resumed from your dashboard or from its details page. A paused ad is not shown until you resume it.',
          ja: 'はい。有効な広告は、ダッシュボードまたは詳細ページから一時停止・再開できます。一時停止中の広告は、再開するまで表示されません。',
        },
      },
    ],
  },
  {
    slug: 'refunds-and-account',
    name: { en: 'Refunds, deleting and closing your account', ja: '返金・広告の削除・アカウントの削除' },
    faqs: [
      {
        slug: 'refunds',
        question: { en: 'Can I get a refund?', ja: '返金はできますか？' },
        answer: {
          en: 'A rejected ad that was never live can be changed and resubmitted, or refunded: choose <strong>Request refund</strong> on its details page.\nOnce an ad is live, there is no refund.',
          ja: '一度も掲載されずに不承認となった広告は、修正して再申請するか、返金を受けることができます。返金は広告の詳細ページの「<strong>返金を申請</strong>」からお申し込みください。\n広告の掲載が始まった後は返金できません。',
        },
      },
      {
        slug: 'delete-ad',
        question: { en: 'What happens if I delete an ad?', ja: '広告を削除するとどうなりますか？' },
        answer: {
          en: 'The ad is removed and is not refunded. You can submit a replacement banner by applying for a new ad.',
          ja: '広告は削除され、返金はありません。新しい広告をお申し込みいただくことで、代わりのバナーを掲載できます。',
        },
      },
      {
        slug: 'close-account',
        question: { en: 'How do I close my account?', ja: 'アカウントを削除するにはどうすればよいですか？' },
        answer: {
          en: 'Choose <strong>Close account</strong> on the Account page. Closing the account immediately deletes all of your ads, including active ones, with no refund.',
          ja: 'アカウントページの「<strong>アカウントを削除</strong>」を選んでください。アカウントを削除すると、掲載中のものを含むすべての広告が直ちに削除され、返金はありません。',
        },
      },
      {
        slug: 'contact',
        question: { en: 'My question is not answered here.', ja: 'ここにない質問があります。' },
        answer: {
          en: 'Please send us a message with the contact form. We will get back to you by email.',
          ja: 'お問い合わせフォームからメッセージをお送りください。メールでご連絡いたします。',
        },
      },
    ],
  },
];
