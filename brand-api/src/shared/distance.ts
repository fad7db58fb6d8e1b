/** The contract's haversine (Earth radius 3959 miles, spec 9), shared with the site's job search. */
export { haversineMiles } from '@fittizia/contract';
