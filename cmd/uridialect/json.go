package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
)

// Every string field of the JSON written here follows package jsontwin's
// rule: a value that is not valid UTF-8 is followed by its KEY_base64
// twin, the exact bytes. docs/cli.md describes every command's JSON.

// A jsonObject builds one JSON object, a field at a time.
type jsonObject struct {
	b strings.Builder
}

func (o *jsonObject) key(k string) {
	if o.b.Len() == 0 {
		o.b.WriteByte('{')
	} else {
		o.b.WriteByte(',')
	}
	o.b.Write(jsonString(k))
	o.b.WriteByte(':')
}

// str adds a string field, and its _base64 twin when v is not UTF-8.
func (o *jsonObject) str(k, v string) {
	o.key(k)
	o.b.Write(jsonString(v))
	if b := jsontwin.Value(v); b != "" {
		o.key(k + jsontwin.Suffix)
		o.b.Write(jsonString(b))
	}
}

// raw adds a field whose value is already JSON.
func (o *jsonObject) raw(k, v string) {
	o.key(k)
	o.b.WriteString(v)
}

func (o *jsonObject) number(k string, v int) { o.raw(k, strconv.Itoa(v)) }

func (o *jsonObject) boolean(k string, v bool) { o.raw(k, strconv.FormatBool(v)) }

// String returns the object, closed.
func (o *jsonObject) String() string {
	if o.b.Len() == 0 {
		return "{}"
	}
	return o.b.String() + "}"
}

// jsonArray joins JSON values into an array.
func jsonArray(values []string) string {
	return "[" + strings.Join(values, ",") + "]"
}

// jsonString encodes s as a JSON string, leaving <, > and & as they are.
// Bytes that are not UTF-8 become U+FFFD: jsonObject.str keeps them.
func jsonString(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
