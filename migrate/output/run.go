package output

import (
	"context"
	"slices"
	"time"

	"github.com/uridialect/uridialect/migrate"
)

// Run migrates the records of every input file with migrate.Drive,
// under drive's settings, and writes the outputs into the folder dir
// (Open: the link table, the rewritten documents, the conversion
// records), then opt.Finish's outputs, the summary and the report. The link table's rows not
// kept (ChangedRows) are not made (migrate.Config.ChangedRowsOnly). When
// ctx is cancelled, Run stops reading, finishes the records under way,
// and writes the outputs so far with a report marked partial. A write
// error stops the run and removes its outputs. The Summary it returns is
// what the report shows.
func Run(ctx context.Context, inputs []string, dir string, drive migrate.Options, opt Options) (*migrate.Summary, error) {
	drive.ChangedRowsOnly = opt.Rows != AllRows
	if opt.Started.IsZero() {
		// One date for the run: each warcinfo record would otherwise
		// take the moment it is written.
		opt.Started = time.Now()
	}
	if _, err := migrate.New(drive.Config); err != nil {
		return nil, err
	}
	opt.Inputs = append(slices.Clone(opt.Inputs), inputs...)
	out, err := Open(dir, drive.Config, opt)
	if err != nil {
		return nil, err
	}
	total, err := migrate.Drive(ctx, inputs, drive, out)
	if err != nil {
		// No output is left that could be taken for complete.
		out.Abort()
		return total, err
	}
	if opt.Finish != nil {
		if err := opt.Finish(total, out.writeFile); err != nil {
			out.Abort()
			return total, err
		}
	}
	return total, out.WriteSummary(total)
}

// NewRunInfo describes a run under cfg started at started, for the
// warcinfo records of its conversion records (its Inputs are left to
// the caller).
func NewRunInfo(cfg migrate.Config, started time.Time) RunInfo {
	info := RunInfo{From: cfg.From.String(), To: dialectNames(cfg), Started: started}
	for _, m := range cfg.Maps {
		info.Maps = append(info.Maps, m.Text)
	}
	if !cfg.Date.IsZero() {
		info.Maps = append(info.Maps, "date="+cfg.Date.Format(time.RFC3339))
	}
	if cfg.Manifest != nil {
		info.Maps = append(info.Maps, "manifest="+cfg.Manifest.File)
	}
	return info
}

// dialectNames returns the names of cfg's modern dialects, in order.
func dialectNames(cfg migrate.Config) []string {
	out := make([]string, len(cfg.To))
	for i, d := range cfg.To {
		out[i] = d.Name()
	}
	return out
}
