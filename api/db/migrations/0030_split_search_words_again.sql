-- Issue 39, decision 115. The Dutch splitter reads some words differently now: a plural -s never
-- follows an s (`glass`, an English word in a name, is no `glas`) and an agent noun's diminutive
-- is read (`tampertje`). A catalogue word's parts are written by the API (search/documents.ts)
-- for words that have none; clearing them has every word split again by the splitter of this
-- version, at the API's start and, meanwhile, while it searches (decision 087). Until then a word
-- without parts is found as before the splitter: by substring.
UPDATE "search_words" SET "parts" = NULL, "heads" = NULL;
