// The OneSignal SDK's service worker (decision 0137), under its own scope /push/onesignal/ beside the site's /sw.js.
importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js');
