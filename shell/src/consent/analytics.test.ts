import { PAGE_VIEWS_KEY, createAnalytics } from './analytics';

afterEach(() => sessionStorage.clear());

test('nothing is counted before analytics consent starts the service', () => {
  const analytics = createAnalytics(sessionStorage);
  analytics.recordPageView('/faqs');
  expect(analytics.pageViews()).toEqual({});
  expect(sessionStorage.getItem(PAGE_VIEWS_KEY)).toBeNull();
});

test('once started it counts the current page and each later view, in this tab only', () => {
  const analytics = createAnalytics(sessionStorage);
  analytics.start('/');
  analytics.recordPageView('/faqs');
  analytics.recordPageView('/');
  expect(analytics.pageViews()).toEqual({ '/': 2, '/faqs': 1 });
  expect(createAnalytics(sessionStorage).pageViews()).toEqual({});
});

test('withdrawing consent stops counting and forgets the counts', () => {
  const analytics = createAnalytics(sessionStorage);
  analytics.start('/');
  analytics.stop();
  analytics.recordPageView('/faqs');
  expect(analytics.pageViews()).toEqual({});
  expect(sessionStorage.getItem(PAGE_VIEWS_KEY)).toBeNull();
});
