package migrate

import (
	"strconv"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/tool/jsontwin"
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
	Offset        int     `json:"offset"`
	Raw           string  `json:"raw"`
	From          string  `json:"from"` // the --from configuration of the record
	BaseThen      string  `json:"base_then"`
	BaseThenLayer string  `json:"base_then_layer"`
	TargetThen    string  `json:"target_then,omitempty"`
	ErrorThen     string  `json:"error_then,omitempty"`
	Now           []Side  `json:"now"`
	Verdict       Verdict `json:"verdict"`
	Cause         string  `json:"cause,omitempty"`
	Rewrite       string  `json:"rewrite,omitempty"`
	// NoRewrite says why a link that differs or fails has no rewrite.
	NoRewrite string `json:"no_rewrite,omitempty"`
	// IEConditional marks a link inside an Internet Explorer conditional
	// comment, which Internet Explorer 5 to 9 alone followed.
	IEConditional bool `json:"ie_conditional,omitempty"`

	// sectionThen and sectionNow are the steps the traces name on each
	// side, for the cause "algorithm" (the report's examples show them).
	sectionThen, sectionNow string
}

// A Side is a link under one modern dialect.
type Side struct {
	Dialect   string  `json:"dialect"`
	Base      string  `json:"base"`
	BaseLayer string  `json:"base_layer"`
	Target    string  `json:"target,omitempty"`
	Error     string  `json:"error,omitempty"`
	Verdict   Verdict `json:"verdict"`
}

// AppendJSON appends row as one line of the JSONL link table: the object
// encoding/json writes for a Row (without HTML escaping), written without
// reflection, for a corpus has millions of links. As in all the command
// line's JSON, a string that is not UTF-8 (a 1995 page in Latin-1), which
// encoding/json would show with U+FFFD, is followed by its twin
// KEY_bytes, the exact bytes (package jsontwin).
func AppendJSON(b []byte, row *Row) []byte {
	str := func(key, v string, omitEmpty bool) {
		if omitEmpty && v == "" {
			return
		}
		if b[len(b)-1] != '{' {
			b = append(b, ',')
		}
		b = jsontwin.AppendField(b, key, v)
	}
	num := func(key string, v int64) {
		b = append(b, ',', '"')
		b = append(b, key...)
		b = append(b, '"', ':')
		b = strconv.AppendInt(b, v, 10)
	}
	b = append(b, '{')
	str("document", row.Document, false)
	str("file", row.File, false)
	num("record_offset", row.RecordOffset)
	str("record", row.Record, true)
	str("date", row.Date, true)
	str("element", row.Element, true)
	str("attribute", row.Attribute, true)
	num("offset", int64(row.Offset))
	str("raw", row.Raw, false)
	str("from", row.From, false)
	str("base_then", row.BaseThen, false)
	str("base_then_layer", row.BaseThenLayer, false)
	str("target_then", row.TargetThen, true)
	str("error_then", row.ErrorThen, true)
	b = append(b, `,"now":[`...)
	for i := range row.Now {
		s := &row.Now[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		str("dialect", s.Dialect, false)
		str("base", s.Base, false)
		str("base_layer", s.BaseLayer, false)
		str("target", s.Target, true)
		str("error", s.Error, true)
		str("verdict", string(s.Verdict), false)
		b = append(b, '}')
	}
	b = append(b, ']')
	str("verdict", string(row.Verdict), false)
	str("cause", row.Cause, true)
	str("rewrite", row.Rewrite, true)
	str("no_rewrite", row.NoRewrite, true)
	if row.IEConditional {
		b = append(b, `,"ie_conditional":true`...)
	}
	return append(b, '}', '\n')
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
		field(string(s.Verdict))
	}
	field(string(row.Verdict))
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
