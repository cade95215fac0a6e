package migrate

import "github.com/uridialect/uridialect/captures"

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
	Offset int `json:"offset"`
	// Encoding is the document's encoding (its WHATWG Encoding Standard
	// name, as package document decided it), in which Raw and the other
	// values taken from the document are bytes; empty for a link carried
	// already extracted.
	Encoding      string  `json:"encoding,omitempty"`
	Raw           string  `json:"raw"`
	From          string  `json:"from"` // the From configuration of the record
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
	// CaptureThen is the time (14 digits) of the then-target's capture
	// nearest to the document's date, when the run looks captures up
	// (Config.Replay) and replay shows one; "" otherwise.
	CaptureThen string `json:"capture_then,omitempty"`

	// sectionThen and sectionNow are the steps the traces name on each
	// side, for the cause "algorithm" (the report's examples show them).
	sectionThen, sectionNow string
	// refThen, refNow and configNow are what an example's explain
	// commands are given (Example.Ref).
	refThen, refNow, configNow string
}

// A Side is a link under one modern dialect.
type Side struct {
	Dialect   string  `json:"dialect"`
	Base      string  `json:"base"`
	BaseLayer string  `json:"base_layer"`
	Target    string  `json:"target,omitempty"`
	Error     string  `json:"error,omitempty"`
	Verdict   Verdict `json:"verdict"`
	// CaptureNow and Replay are the target's nearest capture time and
	// the link's replay verdict under this dialect, when the run looks
	// captures up (Config.Replay); "" otherwise.
	CaptureNow string           `json:"capture_now,omitempty"`
	Replay     captures.Verdict `json:"replay,omitempty"`
}

// Then is the target then as the link table and the report write it:
// its URI, or "error: " and the reason it fails.
func (r *Row) Then() string { return target(r.TargetThen, r.ErrorThen) }

// Now is the target under the side's dialect as the link table and the
// report write it: its URI, or "error: " and the reason it fails.
func (s *Side) Now() string { return target(s.Target, s.Error) }

// target is uri, or "error: " and err when err is not empty.
func target(uri, err string) string {
	if err != "" {
		return "error: " + err
	}
	return uri
}
