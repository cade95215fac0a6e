package main

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// JSON cannot carry bytes that are not UTF-8: encoding/json replaces each
// with U+FFFD. A reference may hold such bytes (a 1995 page in Latin-1),
// and they matter, so every string field whose value is not valid UTF-8 is
// followed by a second field, its key with "_base64" appended, holding the
// exact bytes in standard base64 (RFC 4648, Section 4). A reader that
// wants the bytes takes KEY_base64 when present, else KEY:
//
//	{"input":"b\ufffd","input_base64":"Yv8="}
//
// docs/json.md describes every command's JSON.

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
	if b := base64IfNotUTF8(v); b != "" {
		o.key(k + "_base64")
		o.b.Write(jsonString(b))
	}
}

// base64IfNotUTF8 returns the bytes of s in standard base64 when s is not
// valid UTF-8, else "": the value of a KEY_base64 field, for encoders of
// structs (a field tagged "KEY_base64,omitempty").
func base64IfNotUTF8(s string) string {
	if utf8.ValidString(s) {
		return ""
	}
	return base64.StdEncoding.EncodeToString([]byte(s))
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
