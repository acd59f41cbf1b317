-- reserved for issue 40; replaced by its migration
SELECT 1;
