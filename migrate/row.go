package migrate

import (
	"encoding/json"
	"io"
	"strconv"

	"github.com/uridialect/uridialect/engine"
)

// A Row is one link of the link table.
type Row struct {
	Document     string `json:"document"` // the document's URI, else its file
	File         string `json:"file"`
	RecordOffset int64  `json:"record_offset"` // of the record in File
	Record       string `json:"record,omitempty"`
	Date         string `json:"date,omitempty"` // of capture, RFC 3339
	Element      string `json:"element,omitempty"`
	Attribute    string `json:"attribute,omitempty"`
	// Offset is the byte offset of the raw value in the document, -1 for
	// a link carried already extracted (WAT, link table).
	Offset        int    `json:"offset"`
	Raw           string `json:"raw"`
	From          string `json:"from"` // the --from configuration of the record
	BaseThen      string `json:"base_then"`
	BaseThenLayer string `json:"base_then_layer"`
	TargetThen    string `json:"target_then,omitempty"`
	ErrorThen     string `json:"error_then,omitempty"`
	Now           []Side `json:"now"`
	Verdict       string `json:"verdict"`
	Cause         string `json:"cause,omitempty"`
	Rewrite       string `json:"rewrite,omitempty"`
	// NoRewrite says why a link that differs or fails has no rewrite.
	NoRewrite string `json:"no_rewrite,omitempty"`
}

// A Side is a link under one modern dialect.
type Side struct {
	Dialect   string `json:"dialect"`
	Base      string `json:"base"`
	BaseLayer string `json:"base_layer"`
	Target    string `json:"target,omitempty"`
	Error     string `json:"error,omitempty"`
	Verdict   string `json:"verdict"`
}

// WriteJSONL writes rows as JSON lines.
func WriteJSONL(w io.Writer, rows []Row) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for i := range rows {
		if err := enc.Encode(&rows[i]); err != nil {
			return err
		}
	}
	return nil
}

// TSVHeader returns the link table's header line for the modern dialects
// named: the fixed columns, then base, layer, target and verdict for each.
func TSVHeader(to []string) []byte {
	b := []byte("document\tfile\trecord_offset\trecord\tdate\telement\tattribute\toffset\traw\tfrom\tbase_then\tbase_then_layer\ttarget_then")
	for _, n := range to {
		for _, col := range []string{"base_now", "base_now_layer", "target_now", "verdict"} {
			b = append(b, '\t')
			b = append(b, col+":"+n...)
		}
	}
	b = append(b, "\tverdict\tcause\trewrite\tno_rewrite\n"...)
	return b
}

// AppendTSV appends row as one line of the link table: fields escaped as
// the batch escapes them (engine.AppendField), a failure written as
// "error: " and its reason in the target's column.
func AppendTSV(b []byte, row *Row) []byte {
	field := func(s string) { b = engine.AppendField(b, s); b = append(b, '\t') }
	field(row.Document)
	field(row.File)
	b = strconv.AppendInt(b, row.RecordOffset, 10)
	b = append(b, '\t')
	field(row.Record)
	field(row.Date)
	field(row.Element)
	field(row.Attribute)
	b = strconv.AppendInt(b, int64(row.Offset), 10)
	b = append(b, '\t')
	field(row.Raw)
	field(row.From)
	field(row.BaseThen)
	field(row.BaseThenLayer)
	field(target(row.TargetThen, row.ErrorThen))
	for _, s := range row.Now {
		field(s.Base)
		field(s.BaseLayer)
		field(target(s.Target, s.Error))
		field(s.Verdict)
	}
	field(row.Verdict)
	field(row.Cause)
	field(row.Rewrite)
	b = engine.AppendField(b, row.NoRewrite)
	return append(b, '\n')
}

func target(uri, err string) string {
	if err != "" {
		return "error: " + err
	}
	return uri
}
