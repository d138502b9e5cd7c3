-- SSO sites are managed from the console (spec §2.9): two sites may not share a name or a URL, ignoring case, so an
-- assertion's audience (the site's URL) names one site and the list tells the sites apart. The service checks first
-- for a clear answer; these indexes settle two creations at once.
create unique index sso_sites_name_unique on sso_sites (lower(name));
create unique index sso_sites_url_unique on sso_sites (lower(url));
