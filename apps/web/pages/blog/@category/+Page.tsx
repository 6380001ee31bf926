/**
 * `/blog/{category}`: one tab of the blog, the list page filtered (its data and script are the
 * list's, inherited from the folder above; this file makes the folder a page of its own).
 */
export { default } from '../+Page';
