-- a deleted or edited message takes back the results its shares counted (and an app post
-- edited, its lines): found by message, not by a scan of every result
CREATE INDEX grids_by_message ON grids (message_id);
CREATE INDEX board_results_by_message ON board_results (message_id);
